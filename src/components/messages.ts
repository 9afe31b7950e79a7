// The UI kit's copy for the dialogs and the SMS button. Imported for its effect by each component that shows
// it, so the copy travels in the chunk of whoever uses those components (the gate dialogs, a login form), and
// the entry's catalogue stays small.
import { addMessages } from '../locales';
import zh from '../locales/zh-CN/components';
import en from '../locales/en-US/components';

addMessages({ 'zh-CN': zh, 'en-US': en });
