// Wire shapes of the accounts and organizations API (spec §3, §7 "Auth and user").
// The server validates requests and replies with these; the web reads its types from them.
import { z } from 'zod';
import { countryCodes, featureValues, permissionActions, roleValues, teamRoleValues } from './accountValues.ts';
import { idParam } from './primitives.ts';

export { countryCodes, featureValues, permissionActions, roleValues, teamRoleValues };

export const roleSchema = z.enum(roleValues);
export const teamRoleSchema = z.enum(teamRoleValues);
export const permissionSchema = z.enum(permissionActions);
export const featureSchema = z.enum(featureValues);
export const countryCodeSchema = z.enum(countryCodes);

export type Role = z.infer<typeof roleSchema>;
export type TeamRole = z.infer<typeof teamRoleSchema>;
export type Permission = z.infer<typeof permissionSchema>;
export type Feature = z.infer<typeof featureSchema>;
export type CountryCode = z.infer<typeof countryCodeSchema>;

/** A path or query id (coerced from text), bounded to the 32-bit id columns: see primitives.ts. */
export const idSchema = idParam;

/** Requests */
export const loginRequest = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
  organization_id: idSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const updateAutosaveRequest = z.object({ use_autosave: z.boolean() });
export const updateOrganizationRequest = z.object({ use_teams_in_qcreate: z.boolean() });
export const organizationQuery = z.object({ organization_id: idSchema.optional() });

/** The actor's view of one organization (what the list and the shell need). */
export const organizationSummary = z.object({
  id: z.number(),
  name: z.string(),
  country_code: countryCodeSchema,
  verified: z.boolean(),
  is_provider: z.boolean(),
  use_teams_in_qcreate: z.boolean(),
  admin: z.boolean(),
  restricted: z.boolean(),
  role: roleSchema,
  permissions: z.array(permissionSchema),
  features: z.array(z.string()),
  enable_autosave: z.boolean(),
  enable_point_system: z.boolean(),
  enable_point_per_answer: z.boolean(),
  can_import_license_questions: z.boolean(),
  has_multiple_organizations: z.boolean(),
  profile_image_url: z.string().nullable(),
});
export type OrganizationSummary = z.infer<typeof organizationSummary>;

export const memberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  admin: z.boolean(),
  approved: z.boolean(),
  restricted: z.boolean(),
  role: roleSchema,
});
export type Member = z.infer<typeof memberSchema>;

export const teamSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: teamRoleSchema,
  users: z.array(z.object({ id: z.number(), email: z.string(), name: z.string() })),
});
export type Team = z.infer<typeof teamSchema>;

export const courseTagSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(['grade', 'other']),
  count: z.number(),
});
export const subjectSchema = z.object({ id: z.number(), name: z.string(), organization_id: z.number().nullable() });

/** One organization in full: members and teams (empty for restricted actors), tags, subjects. */
export const organizationDetail = organizationSummary.extend({
  members: z.array(memberSchema),
  teams: z.array(teamSchema),
  course_tags: z.array(courseTagSchema),
  subjects: z.array(subjectSchema),
  country_subjects: z.array(subjectSchema),
});
export type OrganizationDetail = z.infer<typeof organizationDetail>;

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  use_autosave: z.boolean(),
  /** Autosave as it applies in the selected organization (spec §4 internal-domain rule). */
  autosave_effective: z.boolean(),
  administrable_organizations: z.array(z.number()),
  profile_image_url: z.string().nullable(),
  has_multiple_organizations: z.boolean(),
  role: roleSchema,
});
export type User = z.infer<typeof userSchema>;

export const sessionReply = z.object({
  user: userSchema.extend({ token: z.string().optional() }),
  organization: organizationSummary,
});
export type SessionReply = z.infer<typeof sessionReply>;

/** Public settings the shell needs before and after login. */
export const publicConfigSchema = z.object({
  app_version: z.string(),
  forgot_password_url: z.object({ en: z.string(), id: z.string() }),
  support: z.record(countryCodeSchema, z.object({ phone: z.string(), email: z.string() })),
  sibling_products: z.array(z.object({ key: z.string(), url: z.string() })),
  links: z.object({ terms: z.string(), privacy: z.string(), contact: z.string() }),
  /** The provider organization (the test bank's owner) that GET /importing/organizations/{id}/courses browses; null when there is none. */
  provider_organization_id: z.number().nullable(),
  /** Where the web app sends its error reports (Sentry, when SENTRY_DSN is set); null or absent: none, and the SDK is never loaded. */
  error_reporting: z.object({ dsn: z.string(), environment: z.string(), release: z.string() }).nullable().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** The one error shape of the API (docs/product/design.md#api-conventions). */
export const errorReply = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;
