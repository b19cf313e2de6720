import './details-list.css';

export { DetailsList, DetailsSection, type DetailsItem } from './details-list';
