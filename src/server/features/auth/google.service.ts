import { and, eq, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { API_ROUTES } from '../../../shared/api-routes';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { oauthAccounts, users } from '../../db/schema';
import type { UserRow } from './auth.repository';

export const GOOGLE_CALLBACK_PATH = API_ROUTES.googleSignInCallback;

/** What the browser carries between the redirect to Google and the callback (in a signed, HttpOnly cookie). */
export interface GoogleTransaction {
  state: string;
  nonce: string;
  verifier: string;
}

export interface GoogleIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  picture: string | undefined;
}

export class GoogleSignInError extends Error {}

/** The Google identity belongs to an account an admin has disabled: no session (issue 28, item 7). */
export class GoogleAccountDisabledError extends GoogleSignInError {
  constructor(readonly userId: string) {
    super('the account is disabled');
  }
}

/** Names arrive from Google as they were typed there: one line, as our own forms require (issue 28, item 11). */
const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/** OpenID Connect authorization-code flow with state, nonce and PKCE (openid-client). */
export class GoogleSignIn {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly config: Config) {}

  get isConfigured(): boolean {
    return Boolean(this.config.googleClientId && this.config.googleClientSecret);
  }

  get redirectUri(): string {
    return `${this.config.appOrigin}${GOOGLE_CALLBACK_PATH}`;
  }

  private discover(): Promise<oidc.Configuration> {
    if (!this.isConfigured) return Promise.reject(new GoogleSignInError('Google sign-in is not configured'));
    const issuer = new URL(this.config.googleIssuer);
    this.configuration ??= oidc
      .discovery(
        issuer,
        this.config.googleClientId as string,
        this.config.googleClientSecret as string,
        undefined,
        {
          // A local test issuer runs on plain http; Google itself is always https.
          ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
          timeout: 10,
        },
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async begin(): Promise<{ url: string; transaction: GoogleTransaction }> {
    const configuration = await this.discover();
    const transaction: GoogleTransaction = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state: transaction.state,
      nonce: transaction.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(transaction.verifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    return { url: url.href, transaction };
  }

  /** Exchanges the code; openid-client checks state, nonce, PKCE and the ID token's iss, aud and exp. */
  async complete(callbackQuery: string, transaction: GoogleTransaction): Promise<GoogleIdentity> {
    const configuration = await this.discover();
    // Built from APP_ORIGIN, never from the Host header.
    const currentUrl = new URL(`${this.redirectUri}${callbackQuery}`);
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: transaction.verifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims?.sub) throw new GoogleSignInError('ID token without subject');
    const name = typeof claims.name === 'string' ? oneLine(claims.name) : '';
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
      emailVerified: claims.email_verified === true,
      firstName:
        (typeof claims.given_name === 'string' && oneLine(claims.given_name)) ||
        name.split(' ')[0] ||
        'Google',
      lastName:
        (typeof claims.family_name === 'string' && oneLine(claims.family_name)) ||
        name.split(' ').slice(1).join(' ') ||
        'User',
      picture: typeof claims.picture === 'string' ? claims.picture : undefined,
    };
  }
}

/**
 * Identity is (provider, subject). An existing account is linked by e-mail only when Google says the address is
 * verified; otherwise a new user (role user) is created with a unique username derived from the name. `created`
 * says which, so that a new account is welcomed to the product rather than back. A disabled account is refused
 * (GoogleAccountDisabledError) before anything is linked to it.
 */
export async function findOrCreateGoogleUser(
  db: Database,
  identity: GoogleIdentity,
): Promise<{ user: UserRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(and(eq(oauthAccounts.provider, 'google'), eq(oauthAccounts.subject, identity.subject)));
    if (linked) {
      if (linked.user.disabledAt) throw new GoogleAccountDisabledError(linked.user.id);
      return { user: linked.user, created: false };
    }
    if (!identity.email) throw new GoogleSignInError('Google did not share an e-mail address');

    const [byEmail] = await tx.select().from(users).where(eq(users.email, identity.email));
    if (byEmail && !identity.emailVerified) {
      throw new GoogleSignInError('unverified Google e-mail matches an existing account');
    }
    if (byEmail?.disabledAt) throw new GoogleAccountDisabledError(byEmail.id);
    const user =
      byEmail ??
      (
        await tx
          .insert(users)
          .values({
            username: await uniqueUsername(tx, `${identity.firstName}.${identity.lastName}`),
            email: identity.email,
            password: null,
            firstName: identity.firstName.slice(0, 50),
            lastName: identity.lastName.slice(0, 50),
            profileImageUrl: identity.picture ?? null,
            isVerified: identity.emailVerified,
          })
          .returning()
      )[0];
    if (!user) throw new Error('user insert returned nothing');
    await tx
      .insert(oauthAccounts)
      .values({ provider: 'google', subject: identity.subject, userId: user.id, email: identity.email });
    return { user, created: !byEmail };
  });
}

type Tx = Transaction;

async function uniqueUsername(tx: Tx, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9.]+/g, '')
      .replace(/^\.+|\.+$/g, '')
      .slice(0, 40) || 'user';
  const padded = base.length >= 3 ? base : `${base}user`;
  const rows = await tx
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) like ${`${padded}%`}`);
  const taken = new Set(rows.map((row) => row.username.toLowerCase()));
  if (!taken.has(padded)) return padded;
  for (let n = 2; ; n += 1) {
    if (!taken.has(`${padded}${n}`)) return `${padded}${n}`;
  }
}
