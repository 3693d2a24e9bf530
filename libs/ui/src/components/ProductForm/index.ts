export { PRODUCT_DISABLED, PRODUCT_ENABLED, ProductForm, productSchema } from './ProductForm';
export type { AdminProduct, ProductFormProps, ProductValues } from './ProductForm';
