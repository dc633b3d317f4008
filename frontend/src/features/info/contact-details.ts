/** How to reach Thindi: the contact page and the footer show the same details. */
export const CONTACT = {
  address: 'Chennai, Tamil Nadu, India',
  phone: { label: '+91 44 4000 1234', href: 'tel:+914440001234' },
  email: { label: 'hello@thindi.example', href: 'mailto:hello@thindi.example' },
} as const;
