// The shape of the bundled agreement texts (plain strings only: the app renders text, never HTML).
export interface DocSection {
  heading: string;
  paragraphs: string[];
}
export interface AgreementDoc {
  title: string;
  updated: string /* YYYY-MM-DD */;
  intro: string;
  sections: DocSection[];
}
export type DocKey = 'a1' | 'a2' | 'a3';
