import './upload-progress.css';

export { UploadProgress } from './upload-progress';
