import { fireEvent, render, screen } from '@testing-library/react';
import { GALLERY_IMAGE_SIZES, ProductImage } from './product-image';

const STORED = '/api/files/product-images/murukku.webp';
const THUMBNAIL = '/api/files/product-images/murukku-thumb.webp';

describe('product image', () => {
  it('offers the 400 px rendition and the image itself, sized for a card unless told', () => {
    render(<ProductImage src={STORED} alt="Murukku" />);
    const image = screen.getByRole('img', { name: 'Murukku' });
    expect(image).toHaveAttribute('src', STORED);
    expect(image).toHaveAttribute('srcset', `${THUMBNAIL} 400w, ${STORED} 1600w`);
    expect(image.getAttribute('sizes')).toMatch(/304px/);
  });

  it('takes the sizes the layout gives it', () => {
    render(<ProductImage src={STORED} alt="Murukku" sizes={GALLERY_IMAGE_SIZES} />);
    expect(screen.getByRole('img', { name: 'Murukku' })).toHaveAttribute('sizes', GALLERY_IMAGE_SIZES);
  });

  it('offers no renditions for a picture the shop did not store', () => {
    render(<ProductImage src="data:image/svg+xml,%3Csvg%2F%3E" alt="Murukku" />);
    const image = screen.getByRole('img', { name: 'Murukku' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('tries the image itself when a rendition fails, then the placeholder', () => {
    render(<ProductImage src={STORED} alt="Murukku" />);
    const image = screen.getByRole('img', { name: 'Murukku' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', STORED);
    expect(image).not.toHaveAttribute('srcset');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});
