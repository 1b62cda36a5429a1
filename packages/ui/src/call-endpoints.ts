// RTK endpoints from calls of the catalogue live in @console/api (its own sign-in endpoints use them
// and it cannot import this package); re-exported here for the remotes that build lists and forms.
export { mutationOf, queryOf, requestOf, type AreaBuilder } from '@console/api';
