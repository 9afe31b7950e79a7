import { useNavigate } from 'react-router';
import { t } from '../../locales';
import { Result } from '../../components/Result';
import { useLang } from '../../locales/useLang';

export { messages } from './messages';

/** A route whose page is not built yet (`planned` in the route table) says so honestly. */
export default function Planned() {
  useLang();
  const navigate = useNavigate();
  return (
    <Result
      kind="notice"
      title={t('shell.planned.title')}
      description={t('shell.planned.desc')}
      actions={[{ text: t('common.home'), onClick: () => void navigate('/') }]}
    />
  );
}
