/**
 * The one role table. The web router, the dashboard buttons and the server's route guard all read it,
 * so a rule changed here changes everywhere at once (SPEC §2 route access, §6 buttons, DESIGN §5).
 */
export const ROLES = ['user', 'analyst', 'marketing_manager', 'marketing_director', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_DISPLAY_NAMES: Record<Role, string> = {
  user: 'User',
  analyst: 'Analyst',
  marketing_manager: 'Marketing Manager',
  marketing_director: 'Marketing Director',
  admin: 'Administrator',
};

/** SPEC §6: a missing or unknown role counts as user. */
export function normalizeRole(role: string | null | undefined): Role {
  return (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : 'user';
}

/** Capabilities: what a role may do. Routes, buttons and API guards name a capability, never a role list. */
export const CAPABILITIES = {
  'campaigns:manage': ['marketing_manager', 'marketing_director', 'admin'],
  'analytics:view': ['analyst', 'marketing_manager', 'marketing_director', 'admin'],
  'admin:access': ['admin'],
  'google-ads:setup': ['marketing_director', 'admin'],
  /** Pause, edit, duplicate, delete and apply recommendations on anyone's campaign (DESIGN §4); others: their own. */
  'campaigns:modify-any': ['marketing_director', 'admin'],
  /** Approve or reject launches that wait for approval (shared/approvals.ts); their own launches need none. */
  'campaigns:approve': ['marketing_director', 'admin'],
} as const satisfies Record<string, readonly Role[]>;
export type Capability = keyof typeof CAPABILITIES;

export function can(role: string | null | undefined, capability: Capability): boolean {
  return (CAPABILITIES[capability] as readonly Role[]).includes(normalizeRole(role));
}

export function rolesFor(capability: Capability): readonly Role[] {
  return CAPABILITIES[capability];
}

/** SPEC §2 route access table. Routes not listed here need only a signed-in user. */
export const ROUTE_CAPABILITIES: Record<string, Capability> = {
  '/campaign/new': 'campaigns:manage',
  '/campaigns': 'campaigns:manage',
  '/campaigns/:id/edit': 'campaigns:manage',
  '/approvals': 'campaigns:approve',
  '/analytics': 'analytics:view',
  '/performance': 'analytics:view',
  '/admin': 'admin:access',
  '/admin/users': 'admin:access',
  '/admin/audit': 'admin:access',
  '/google-ads-setup': 'google-ads:setup',
};

/** SPEC §6 dashboard buttons and the capability each needs. */
export const DASHBOARD_ACTIONS = {
  newCampaign: 'campaigns:manage',
  createNewCampaign: 'campaigns:manage',
  manageCampaigns: 'campaigns:manage',
  viewAnalytics: 'analytics:view',
  performanceReport: 'analytics:view',
  viewMessages: 'admin:access',
  /** The approvals queue (shared/approvals.ts), with how many launches wait. */
  approvals: 'campaigns:approve',
} as const satisfies Record<string, Capability>;

/**
 * Server access levels. Every /api route declares one; the guard refuses to start the app if one is missing.
 * 'public' = anyone, 'signed-in' = any user, otherwise a capability from the table above.
 */
export type ApiAccess = 'public' | 'signed-in' | Capability;

export function isAllowed(access: ApiAccess, role: Role | null): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  if (access === 'signed-in') return true;
  return can(role, access);
}
