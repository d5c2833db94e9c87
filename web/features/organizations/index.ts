// Public face of the organizations feature: the selected organization and organization data.
export {
  clearSelectedOrganization,
  readSelectedOrganizationId,
  selectOrganization,
  useSelectedOrganizationId,
} from './data/selectedOrganization.ts';
export {
  fetchOrganization,
  fetchOrganizations,
  organizationKeys,
  useOrganization,
  useOrganizations,
} from './data/organizations.ts';
