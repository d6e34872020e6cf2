import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { REMOVE_IMAGE } from '@/lib/admin/form-data'
import { ImagePicker } from './ImagePicker'
import { IMAGE_TYPE_MESSAGE } from './image-file'

interface Values {
  path: File | null | typeof REMOVE_IMAGE
}

function Form({ currentPath, required, onSave }: { currentPath?: string; required?: boolean; onSave: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { path: null } })
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSave)(event)} noValidate>
      <ImagePicker form={form} currentPath={currentPath} required={required} />
      <button type="submit">Save</button>
    </form>
  )
}

const png = (bytes: number[], name = 'photo.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' })
const dataUrlOf = (bytes: number[]) => `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`

describe('ImagePicker', () => {
  it('previews the chosen file, and a newer choice replaces the preview', async () => {
    const user = userEvent.setup()
    render(<Form onSave={vi.fn()} />)
    await user.upload(screen.getByLabelText('Image'), png([137, 80, 78, 71]))
    expect(await screen.findByAltText('Preview of the chosen image')).toHaveAttribute('src', dataUrlOf([137, 80, 78, 71]))

    await user.upload(screen.getByLabelText('Image'), png([1, 2, 3], 'second.png'))
    // Never the first file's picture for the second file: none until it is read.
    const preview = screen.queryByAltText('Preview of the chosen image')
    if (preview) expect(preview).not.toHaveAttribute('src', dataUrlOf([137, 80, 78, 71]))
    expect(await screen.findByAltText('Preview of the chosen image')).toHaveAttribute('src', dataUrlOf([1, 2, 3]))
  })

  it('refuses a file of another type at once, with no preview, and goes back to the current image', async () => {
    const user = userEvent.setup({ applyAccept: false })
    render(<Form currentPath="services/car.png" onSave={vi.fn()} />)
    expect(screen.getByAltText('Current image')).toHaveAttribute('src', '/storage/services/car.png')
    await user.upload(screen.getByLabelText('Image'), png([137, 80, 78, 71]))
    expect(await screen.findByAltText('Preview of the chosen image')).toBeInTheDocument()

    await user.upload(screen.getByLabelText('Image'), new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByText(IMAGE_TYPE_MESSAGE)).toBeInTheDocument()
    expect(screen.getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByAltText('Preview of the chosen image')).not.toBeInTheDocument()
    expect(screen.queryByAltText('Current image')).not.toBeInTheDocument()
  })

  it('removes the current image on request and keeps it again', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn()
    render(<Form currentPath="services/car.png" onSave={onSave} />)
    await user.click(screen.getByRole('button', { name: 'Remove image' }))
    expect(screen.getByText('The image will be removed when you save.')).toBeInTheDocument()
    expect(screen.queryByAltText('Current image')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSave).toHaveBeenLastCalledWith({ path: REMOVE_IMAGE }, expect.anything())

    await user.click(screen.getByRole('button', { name: 'Keep the image' }))
    expect(screen.getByAltText('Current image')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSave).toHaveBeenLastCalledWith({ path: null }, expect.anything())
  })

  it('asks for an image when one is required, and moves the focus to the field', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn()
    render(<Form required onSave={onSave} />)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Please choose an image.')).toBeInTheDocument()
    expect(screen.getByLabelText('Image')).toHaveFocus()
    expect(onSave).not.toHaveBeenCalled()
  })
})
