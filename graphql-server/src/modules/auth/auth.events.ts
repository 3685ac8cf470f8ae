import type { CodePurpose } from './one-time-code.entity.js';

/** A one-time code was created (registration or password reset); its e-mail goes out after commit. */
export interface CodeRequested {
  email: string;
  code: string;
  purpose: CodePurpose;
}

/** Someone tried to register an e-mail that already has a verified account: its owner is told. */
export interface RegistrationRepeated {
  email: string;
}

/**
 * A signed-in user asked to change their login e-mail (password checked): the code goes to the
 * new address, a notice to the old one. `code` is null when the new address already has an
 * account: that address is told instead, and the requester learns nothing.
 */
export interface EmailChangeRequested {
  oldEmail: string;
  newEmail: string;
  code: string | null;
}

/** A login e-mail changed (the code sent to the new address was entered): the old address is told. */
export interface EmailChanged {
  userId: string;
  oldEmail: string;
  newEmail: string;
}

/** A user's profile changed. */
export interface AccountUpdated {
  userId: string;
}

/** An admin changed their own password in the back-office (the settings log records it). */
export interface AdminPasswordChanged {
  userId: string;
  email: string;
}

/** An admin invited another: the invitation (with its code) is mailed after commit. */
export interface AdminInvited {
  email: string;
  name: string;
  code: string;
  invitedBy: string;
}

/** An admin was disabled: every socket of theirs closes, on every instance. */
export interface AdminDisabled {
  userId: string;
}

/**
 * Sessions ended: one (`sessionId`), or every one of the user's but `exceptSessionId` (logout, a
 * replayed refresh token, a password change or reset, signing out elsewhere). Their sockets close,
 * on every instance.
 */
export interface SessionsRevoked {
  userId: string;
  sessionId?: string;
  exceptSessionId?: string;
}

/** A shopper's registration was confirmed (the code entered): a new customer. */
export interface CustomerCreated {
  userId: string;
}

export interface AuthEvents {
  CustomerCreated: CustomerCreated;
  AdminInvited: AdminInvited;
  AdminDisabled: AdminDisabled;
  AdminPasswordChanged: AdminPasswordChanged;
  CodeRequested: CodeRequested;
  RegistrationRepeated: RegistrationRepeated;
  AccountUpdated: AccountUpdated;
  EmailChangeRequested: EmailChangeRequested;
  EmailChanged: EmailChanged;
  SessionsRevoked: SessionsRevoked;
}
