// The place of a customer's own figures before there are any (home's account card, the top-up hub's balance):
// while the session is found out a skeleton, logged out the login, a WeChat user without a number the bind.
import { Link } from 'react-router';
import { Skeleton } from '../../components/Skeleton';
import { t, type MessageKey } from '../../locales';
import { useAppSelector, useLogin } from '../../models/hooks';
import { selectSession } from '../../models/session';

export interface AccountPromptProps {
  /** The app path the login or the bind comes back to. */
  back: string;
  words: { loggedOut: MessageKey; unbound: MessageKey; login: MessageKey; bind: MessageKey };
  /** The page's own look: the card, its greeting and its one action. */
  classes: { box: string; greeting: string; action: string };
}

/** Render it while no bound number is known; the page shows its figures once there is one. */
export function AccountPrompt({ back, words, classes }: AccountPromptProps) {
  const login = useLogin();
  const { status, user } = useAppSelector(selectSession);
  if (status === 'unknown' || status === 'authorizing')
    return (
      <div className={classes.box}>
        <Skeleton rows={2} title={false} />
      </div>
    );
  return (
    <div className={classes.box}>
      <p className={classes.greeting}>{t(user ? words.unbound : words.loggedOut)}</p>
      {user ? (
        <Link className={classes.action} to={`/bindAccount?redirect=${encodeURIComponent(back)}`}>
          {t(words.bind)}
        </Link>
      ) : (
        <button
          type="button"
          className={classes.action}
          onClick={() => {
            login(back);
          }}
        >
          {t(words.login)}
        </button>
      )}
    </div>
  );
}
