// The benefits model's state and its drafts: what each section holds, the claim, the address and the pair
// invite the customer started, and the guards that take a draft back.
import type { ConfigItem, Merchant, RewardRecord, ScoreInfo } from '../../services/api/types';
import { IDLE, type Load } from '../shared/load';
import type { AddressErrors, AddressFields, Standing } from './rules';

export interface AddressForm extends AddressFields {
  recordId: string;
  errors: AddressErrors;
  /** The server's refusal of the address. */
  error?: string;
}

export interface BenefitsState {
  actId?: string;
  standing: Load<Standing>;
  prizes: Load<RewardRecord[]>;
  score: Load<ScoreInfo>;
  merchants: Load<Merchant[]>;
  /** The benefit of the last claim (its button spins while the claim runs; a refusal is said at it). */
  claimTarget?: string;
  /** Why the last claim was refused, on its benefit. */
  claimError?: { id: string; message: string };
  /** A benefit whose claim a re-login interrupted: offered again. */
  resume?: string;
  /** What the last claim or draw gave (the result dialog). */
  won?: RewardRecord;
  address?: AddressForm;
  /** Pair pack: the partner's number and its problem; `confirming`, checked and the fee's confirmation open. */
  partner: { phone: string; error?: string; confirming?: boolean };
  /** The server's refusal of the partner's answer to the invite. */
  answerError?: string;
  /** A partner link is being signed. */
  opening?: string;
  /** /friday/app: the configured app link (config/list). */
  appLinks: Load<ConfigItem[]>;
}

export const initialState: BenefitsState = {
  standing: IDLE,
  prizes: IDLE,
  score: IDLE,
  merchants: IDLE,
  partner: { phone: '' },
  appLinks: IDLE,
};

/** The slice, for the model's own sagas (the model's `select` cannot be typed inside its own definition). */
export const slice = (s: { benefits: BenefitsState }) => s.benefits;

export const CLAIM_DRAFT = 'benefits:claim';
export const ADDRESS_DRAFT = 'benefits:address';
/** One key per activity and benefit: a retry after a failure sends the same; a success frees it. */
export const claimKey = (actId: string, benefitId: string) => `benefit:${actId}:${benefitId}`;

export type ClaimDraft = { actId: string; benefitId: string };
export type PairDraft = { phone: string };
export const isPairDraft = (v: Record<string, unknown>): v is Record<string, unknown> & PairDraft =>
  typeof v.phone === 'string';
export type AddressDraft = { recordId: string; name: string; phone: string; areaCode: string; detail: string };
export const isClaimDraft = (v: Record<string, unknown>): v is Record<string, unknown> & ClaimDraft =>
  typeof v.actId === 'string' && typeof v.benefitId === 'string';
export const isAddressDraft = (v: Record<string, unknown>): v is Record<string, unknown> & AddressDraft =>
  ['recordId', 'name', 'phone', 'areaCode', 'detail'].every((k) => typeof v[k] === 'string');
