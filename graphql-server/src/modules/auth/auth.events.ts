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

/** A user's profile changed. */
export interface AccountUpdated {
  userId: string;
}

/** An admin changed their own password in the back-office (the settings log records it). */
export interface AdminPasswordChanged {
  userId: string;
  email: string;
}

export interface AuthEvents {
  AdminPasswordChanged: AdminPasswordChanged;
  CodeRequested: CodeRequested;
  RegistrationRepeated: RegistrationRepeated;
  AccountUpdated: AccountUpdated;
}
