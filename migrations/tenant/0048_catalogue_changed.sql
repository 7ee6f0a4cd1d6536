-- Every change of what a product's detail is read from is announced when it commits
-- (`platform.catalogue_changed`), whoever makes it.
do $$
declare
    t text;
begin
    foreach t in array array['products', 'product_categories', 'tiers', 'product_tier_prices',
                             'product_quantity_ranges', 'product_options', 'product_option_values',
                             'product_images', 'product_variants', 'stock_levels'] loop
        execute format('create trigger catalogue_changed after insert or update or delete or truncate on %I.%I
                        for each statement execute function platform.catalogue_changed()',
                       current_schema(), t);
    end loop;
end;
$$;
