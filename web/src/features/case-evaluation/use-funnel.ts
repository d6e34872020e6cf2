import { useCallback, useRef } from 'react'
import { firstTouch } from '@/lib/attribution'
import { touchOf } from '@/lib/visits'
import type { Step } from './answers'
import { sendFunnelEvent, type FunnelEvent } from './api/send-funnel-event'

/**
 * Counts the evaluation's funnel: each step's view and completion, and
 * the ending, once per step and event for as long as the page is open
 * (remembered in memory: no cookie, no storage, no answer sent). Call it
 * from effects and handlers, never while rendering.
 */
export function useFunnel(): (step: Step, event: FunnelEvent) => void {
  const sent = useRef(new Set<string>())
  return useCallback((step: Step, event: FunnelEvent) => {
    const key = `${step}:${event}`
    if (sent.current.has(key)) return
    sent.current.add(key)
    sendFunnelEvent({ step, event, source: touchOf(firstTouch()).source })
  }, [])
}
