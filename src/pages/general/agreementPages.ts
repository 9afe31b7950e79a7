// The agreements' chunk (their texts load in a chunk per language): the list and the document page.
import * as AgreementList from './AgreementList';
import * as Agreement from './Agreement';

export const pages = { AgreementList, Agreement };
