import type { RouteObject } from 'react-router';

/**
 * The public storefront (/s/:slug…): a customer opens an agent's store link on the company's host without
 * signing in. Spread by app/routes.tsx among the public routes, outside the signed-in shell and outside
 * PublicLayout (the store wears its own frame, full width). The layout and each page are route `lazy`
 * imports, so a customer's first visit loads only the storefront's code.
 */
export const storefrontRoutes: RouteObject[] = [
  {
    path: '/s/:slug',
    lazy: () => import('./components/StorefrontLayout').then(({ StorefrontLayout }) => ({ element: <StorefrontLayout /> })),
    children: [
      { index: true, lazy: () => import('./pages/StoreHomePage').then(({ StoreHomePage }) => ({ element: <StoreHomePage /> })) },
      { path: 'p/:productId', lazy: () => import('./pages/ProductPage').then(({ ProductPage }) => ({ element: <ProductPage /> })) },
      { path: 'cart', lazy: () => import('./pages/CartPage').then(({ CartPage }) => ({ element: <CartPage /> })) },
      { path: 'checkout', lazy: () => import('./pages/CheckoutPage').then(({ CheckoutPage }) => ({ element: <CheckoutPage /> })) },
      { path: 'order/:token', lazy: () => import('./pages/OrderTrackingPage').then(({ OrderTrackingPage }) => ({ element: <OrderTrackingPage /> })) },
      { path: 'my-orders', lazy: () => import('./pages/MyOrdersPage').then(({ MyOrdersPage }) => ({ element: <MyOrdersPage /> })) },
    ],
  },
];
