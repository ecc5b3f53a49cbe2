// Customer-service calls (contract/support.ts, issue 18). A guest sends its device key as `device`;
// a signed-in customer is known by the token. A send carries the client's message id, so the
// outbox's retries are stored once.
import type { SupportConversation, SupportMessage, SupportMessagesReply } from '../../contract/support';
import { api, type CallOptions } from './client';

const quietly: CallOptions = { quiet: true, background: true };

export const getSupportMessages = (q: { device?: string; after_seq?: number; before_seq?: number; limit?: number }) =>
  api.get<SupportMessagesReply>('support/messages', q, quietly);

export const sendSupportMessage = (f: { device?: string; client_id: string; body: string; image?: string }) =>
  api.post<SupportMessage>('support/send', f, quietly);

export const readSupport = (f: { device?: string; seq: number }) => api.post<null>('support/read', f, quietly);

/** After signing in: the guest conversation kept under this device key joins the account's. */
export const claimSupport = (device: string) => api.post<SupportConversation>('support/claim', { device }, quietly);
