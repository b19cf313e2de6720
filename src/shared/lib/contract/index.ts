export { array, boolean, either, number, nullable, object, oneOf, optional, pick, text, type Infer, type ObjectOf, type ObjectShape, type Shape } from './contract';
