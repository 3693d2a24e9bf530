import { PlaceholderPage } from '@kola/app-shell';

/** /admin/products: registration products (docs/screens/back-office.md#registration-products). */
export function ProductsPage() {
  return (
    <PlaceholderPage
      title="Products"
      comingSoon="Add products with a price, description and image, edit them, and enable or disable them."
    />
  );
}
