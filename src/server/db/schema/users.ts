import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from './columns';

const timestamps = {
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
};

export const users = pgTable(
  'users',
  {
    id: uuidPrimaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id hash; null for accounts that only sign in with Google. */
    password: text('password'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    role: text('role').notNull().default('user'),
    profileImageUrl: text('profile_image_url'),
    isVerified: boolean('is_verified').notNull().default(false),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    /** Set by an admin: the account cannot sign in and has no sessions while it is set (issue 28, item 7). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** TOTP secret sealed with the token key (AES-256-GCM); null until two-step sign-in is turned on. */
    totpSecret: text('totp_secret'),
    /** When two-step sign-in was confirmed with a first code; null while off or only being set up. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    ...timestamps,
  },
  (t) => [
    // Case-insensitive uniqueness: 'Alice' and 'alice' are one account; login looks up by lower(username).
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // E-mails are stored lower-cased; the unique index backs the 409 on registration.
    uniqueIndex('users_email_key').on(t.email),
    // The last-admin rule and make-admin bootstrap count admins.
    index('users_role_idx').on(t.role),
  ],
);

/** The user a row belongs to: their rows go when the account does. */
export const ownedByUser = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the 192-bit cookie value: a leaked table cannot be replayed as cookies. */
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').$type<SessionData>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Expired-session sweeps delete by expire.
    index('sessions_expire_idx').on(t.expire),
    // Logout-everywhere, password reset and role changes find a user's sessions.
    index('sessions_user_idx').on(sql`((${t.sess}->>'userId'))`),
  ],
);

export type SignInMethod = 'password' | 'google';

export interface SessionData {
  userId: string;
  /** The role when the session id was issued; a different role on a later request rotates the id. */
  role: string;
  /** When the session signed in; a role rotation keeps it (the absolute timeout and re-authentication age count from it). */
  createdAt: string;
  /** How it signed in (absent on older rows): a recent Google sign-in stands in for a Google-only account's password. */
  method?: SignInMethod;
  /**
   * The password step of a sign-in whose account uses two-step sign-in: the row only lets POST /api/login/two-factor
   * finish the sign-in (with a new id) within 5 minutes; every other route treats it as signed out.
   */
  twoFactorPending?: boolean;
  /** The address and User-Agent that signed in, shown in the account's session list (absent on older rows). */
  ip?: string | null;
  userAgent?: string | null;
}

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuidPrimaryKey(),
    userId: ownedByUser('user_id'),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    token: text('token').notNull().unique(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    used: boolean('used').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  // A new request voids a user's older tokens.
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    /** The provider's stable subject id: identity is (provider, sub), never the e-mail. */
    subject: text('subject').notNull(),
    userId: ownedByUser('user_id'),
    email: text('email'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    // Deleting or listing a user's linked identities.
    index('oauth_accounts_user_idx').on(t.userId),
  ],
);

/** One-time recovery codes for two-step sign-in: shown once, stored as SHA-256, each usable once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuidPrimaryKey(),
    userId: ownedByUser('user_id'),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  // Sign-in looks a user's unused codes up; a new set replaces the old one.
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
