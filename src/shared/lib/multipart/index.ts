export { multipartEntries, toFormData, type MultipartEntry, type MultipartValue } from './multipart';
