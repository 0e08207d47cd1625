import { visuallyHidden } from './styles';

export type SpinnerProps = { label?: string; size?: number };

export function Spinner({ label = 'Loading', size = 24 }: SpinnerProps) {
  return (
    <span role="status" className="sk-spinner" style={{ display: 'inline-block', width: size, height: size }}>
      <span style={visuallyHidden}>{label}</span>
    </span>
  );
}
