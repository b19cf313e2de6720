export { PHONE_QUERY, useIsPhone, useMediaQuery } from './media';
