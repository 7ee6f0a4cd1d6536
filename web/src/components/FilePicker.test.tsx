import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FilePicker, type FilePickerProps } from './FilePicker';

function Picker(props: Partial<FilePickerProps>) {
  const [file, setFile] = useState<File | null>(null);
  return <FilePicker label="Attachment" hint="JPG, PNG or PDF" accept=".jpg,.png,.pdf" allowed={['image/jpeg', 'image/png', 'application/pdf']} file={file} onChange={setFile} testId="pick" {...props} />;
}

describe('FilePicker', () => {
  beforeAll(() => {
    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => undefined;
  });
  afterEach(cleanup);

  it('refuses a wrong type or size in the generic words, and previews only a picture', async () => {
    render(<Picker current={{ url: '/media/menu.pdf', name: 'menu.pdf' }} />);
    const user = userEvent.setup({ applyAccept: false });
    expect(screen.getByTestId('pick-name')).toHaveTextContent('menu.pdf');
    expect(screen.queryByTestId('pick-preview')).not.toBeInTheDocument();
    await user.upload(screen.getByTestId('pick'), new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('This file type is not allowed.')).toBeInTheDocument();
    await user.upload(screen.getByTestId('pick'), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('The file is larger than 5 MB.')).toBeInTheDocument();
    await user.upload(screen.getByTestId('pick'), new File(['%PDF'], 'price.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('pick-name')).toHaveTextContent('price.pdf');
    expect(screen.queryByText('The file is larger than 5 MB.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pick-preview')).not.toBeInTheDocument();
    await user.upload(screen.getByTestId('pick'), new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByTestId('pick-preview')).toBeInTheDocument();
    await user.click(screen.getByTestId('pick-clear'));
    expect(screen.getByTestId('pick-name')).toHaveTextContent('menu.pdf');
  });

  it('shows the saved file of a pictures-only picker, in the words it is given', () => {
    render(<Picker allowed={['image/jpeg', 'image/png']} current={{ url: '/media/logo' }} texts={{ none: 'No picture chosen', preview: 'Preview' }} />);
    expect(screen.getByTestId('pick-name')).toHaveTextContent('No picture chosen');
    expect(screen.getByAltText('Preview')).toHaveAttribute('src', '/media/logo');
    expect(screen.getByText('Choose file')).toBeInTheDocument();
  });
});
