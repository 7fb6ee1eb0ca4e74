import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorScreen } from './error-screen.tsx'

interface Props {
  children: ReactNode
  /** Changing it (the path) clears a shown error, so navigating away recovers. */
  resetKey: string
}

interface State {
  failed: boolean
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack)
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false })
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return <ErrorScreen onBack={goBackOrHome} />
  }
}

function goBackOrHome(): void {
  if (window.history.length > 1) window.history.back()
  else window.location.assign('/')
}
