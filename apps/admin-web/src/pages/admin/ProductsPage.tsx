import { type components, errorMessage, useMutation, useQuery } from '@kola/api';
import { PageStack } from '@kola/app-shell';
import { AdminProductTable, Card, PageHeader, ProductForm, type ProductValues, useToast } from '@kola/ui';
import { toFormData } from './catalogue/formData';

type CreateRequest = components['schemas']['ProductCreateRequest'];
type UpdateRequest = components['schemas']['ProductUpdateRequest'];

const multipart = (values: ProductValues) => () => toFormData({ ...values });

/**
 * /admin/products (docs/screens/back-office.md#registration-products): Add Product (POST /products/create,
 * multipart: name and price required, points, description, an image of at most 500 kB), then every
 * product, enabled or disabled, from GET /products/all with its count, Edit (POST /products/{id}/update;
 * no new image keeps the current one) and Enable / Disable (PUT /products/{id}/toggle-status). A refused
 * save keeps what was typed and shows the server's message, a 422's on its field.
 */
export function ProductsPage() {
  const products = useQuery('/products/all');
  const stale = (read: string) => read === '/products/all' || read === '/products/active';
  const create = useMutation('post', '/products/create', { revalidates: stale });
  const update = useMutation('post', '/products/{id}/update', { revalidates: stale });
  const toggle = useMutation('put', '/products/{id}/toggle-status', { revalidates: stale });
  const toast = useToast();
  const saved = (answer: { message: string }) => toast.show({ tone: 'success', message: answer.message });

  return (
    <PageStack>
      <PageHeader
        title="Products"
        description="The products members and stockists order. A disabled product leaves their lists; orders already placed keep it."
      />
      <Card title="Add Product">
        <ProductForm
          submitting={create.isMutating}
          onSubmit={async (values) =>
            saved(
              await create.trigger({
                // The typed body says what the form holds; the serializer sends it as multipart with the image.
                body: values as unknown as CreateRequest,
                bodySerializer: multipart(values),
              }),
            )
          }
        />
      </Card>
      <AdminProductTable
        products={products.data ?? []}
        loading={products.isLoading}
        error={products.error ? errorMessage(products.error) : undefined}
        onRetry={() => void products.mutate()}
        saving={update.isMutating}
        onUpdate={async (id, values) =>
          saved(
            await update.trigger({
              params: { path: { id } },
              body: values as unknown as UpdateRequest,
              bodySerializer: multipart(values),
            }),
          )
        }
        onToggleActive={async (isActive, product) => {
          try {
            saved(
              await toggle.trigger({ params: { path: { id: product.id } }, body: { is_active: isActive } }),
            );
          } catch (err) {
            // The row keeps its saved state; the reason shows as a toast.
            toast.show({ tone: 'danger', message: errorMessage(err) });
            throw err;
          }
        }}
      />
    </PageStack>
  );
}
