// Catches a failure in one part of a screen (e.g. a local-store read that throws) and shows the
// screen's own message in its place, leaving the rest of the page working.
import { Component, type ReactNode } from 'react'

interface Props {
  children: ReactNode
  fallback: ReactNode
}

export class FallbackBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error(error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
