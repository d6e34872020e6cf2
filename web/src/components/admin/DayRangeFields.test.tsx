import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { DAY_RANGE_HINT, DayRangeFields } from './DayRangeFields'

function Range({ initial = { from: '', to: '' }, onChange }: { initial?: { from: string; to: string }; onChange?: (c: object) => void }) {
  const [range, setRange] = useState(initial)
  return (
    <form>
      <DayRangeFields
        id="f"
        from={range.from}
        to={range.to}
        fieldClassName="cell"
        describedBy="f-dates"
        onChange={(changes) => {
          onChange?.(changes)
          setRange((current) => ({ ...current, ...changes }))
        }}
      />
      <p id="f-dates">{DAY_RANGE_HINT}</p>
    </form>
  )
}

describe('DayRangeFields', () => {
  it('labels both days and describes them with the hint', () => {
    const { container } = render(<Range initial={{ from: '2025-03-01', to: '2025-03-31' }} />)
    const from = screen.getByLabelText('From')
    const to = screen.getByLabelText('To')
    expect(from).toHaveAttribute('type', 'date')
    expect(from).toHaveValue('2025-03-01')
    expect(to).toHaveValue('2025-03-31')
    expect(from).toHaveAccessibleDescription(DAY_RANGE_HINT)
    expect(to).toHaveAccessibleDescription(DAY_RANGE_HINT)
    expect(container.querySelectorAll('.cell')).toHaveLength(2)
  })

  it('bounds each day by the other, and leaves an open end unbounded', () => {
    render(<Range />)
    const from = screen.getByLabelText('From')
    const to = screen.getByLabelText('To')
    expect(from).not.toHaveAttribute('max')
    expect(to).not.toHaveAttribute('min')
    fireEvent.change(from, { target: { value: '2025-03-05' } })
    expect(to).toHaveAttribute('min', '2025-03-05')
    fireEvent.change(to, { target: { value: '2025-03-20' } })
    expect(from).toHaveAttribute('max', '2025-03-20')
    fireEvent.change(from, { target: { value: '' } })
    expect(to).not.toHaveAttribute('min')
  })

  it('reports only the day that changed', () => {
    const onChange = vi.fn()
    render(<Range onChange={onChange} />)
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-04-30' } })
    expect(onChange).toHaveBeenLastCalledWith({ to: '2025-04-30' })
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-04-01' } })
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-04-01' })
  })
})
