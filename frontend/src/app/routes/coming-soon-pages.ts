/** Routes of spec section 2 that later work fills in; each shows an honest "coming soon" page for now. */
export const COMING_SOON_PAGES = [
  {
    path: 'login',
    title: 'Sign In',
    text: 'Customer accounts are on their way. Until then you can browse the shop and fill your cart.',
  },
  {
    path: 'signup',
    title: 'Sign Up',
    text: 'Registration opens soon. Until then you can browse the shop and fill your cart.',
  },
  {
    path: 'orders',
    title: 'My Orders',
    text: 'Order history and tracking will appear here once customer accounts are live.',
  },
  {
    path: 'wishlist',
    title: 'Wishlist',
    text: 'Saving products for later will be possible once customer accounts are live.',
  },
  {
    path: 'seller/login',
    title: 'Seller Sign In',
    text: 'The seller dashboard is being built. Sellers will sign in here to manage products and orders.',
  },
  {
    path: 'seller/signup',
    title: 'Become a Seller',
    text: 'Seller registration opens soon: business, address, bank details and documents, checked before you list.',
  },
  {
    path: 'seller/dashboard',
    title: 'Seller Dashboard',
    text: 'The seller dashboard is being built: products, orders and earnings will live here.',
  },
  {
    path: 'admin/*',
    title: 'Admin',
    text: 'The administration area is being built: seller approval and moderation will live here.',
  },
] as const;
