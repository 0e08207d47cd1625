// The one rule of a web address lives in shared-kit (docs/input-validation.md#web-addresses), so the screens that
// take one check it as the api does; the api's services import it from here.
export { webAddress } from 'shared-kit/contracts';
