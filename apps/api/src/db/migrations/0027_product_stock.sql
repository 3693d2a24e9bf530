-- docs/pickups-and-stockists.md#products: the company store's stock of a product, as the back
-- office's product form records it (ProductCreateRequest / ProductUpdateRequest `stock_qty`).
-- Members' pickup orders are served from the stockists' own stock (stockist_stock), so nothing
-- else lowers it.
alter table products add column stock_qty integer not null default 0 check (stock_qty >= 0);
