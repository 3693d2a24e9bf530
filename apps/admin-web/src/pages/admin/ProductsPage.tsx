import { PlaceholderPage } from '@kola/app-shell';

/** /admin/products: registration products (03 §2). */
export function ProductsPage() {
  return (
    <PlaceholderPage
      title="Products"
      comingSoon="Add products with a price, description and image, edit them, and enable or disable them."
    />
  );
}
