/**
 * An account was erased (its personal data gone, its orders detached). Other parts react after
 * commit: every session's sockets close (this module's listener); later, webhooks.
 */
export interface AccountErased {
  userId: string;
  /** The admin who erased it on the person's request, or null when the person did it themselves. */
  byAdminId: string | null;
}

export interface PrivacyEvents {
  AccountErased: AccountErased;
  /** A privacy request or grievance was filed: its acknowledgement is mailed after commit. */
  PrivacyRequestFiled: { requestId: string };
  /** A new version of the notice: pre-rendered pages (/privacy) are forgotten after commit. */
  PrivacyNoticePublished: { version: number };
}
