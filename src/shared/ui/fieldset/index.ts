import './fieldset.css';

export { Fieldset, FieldRow } from './fieldset';
