import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MissionStatusBadge } from './mission-status-badge';

const now = new Date('2026-05-10T12:00:00.000Z');

describe('mission status', () => {
  it('is a green Active while the deadline is later', () => {
    render(<MissionStatusBadge mission={{ deadline: '2026-05-11T00:00:00.000Z' }} now={now} />);
    expect(screen.getByText('Active')).toHaveAttribute('data-tone', 'green');
  });

  it('is still Active when the deadline is exactly now', () => {
    render(<MissionStatusBadge mission={{ deadline: now.toISOString() }} now={now} />);
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('is a red Expired once the deadline has passed', () => {
    render(<MissionStatusBadge mission={{ deadline: '2026-05-10T11:59:59.000Z' }} now={now} />);
    expect(screen.getByText('Expired')).toHaveAttribute('data-tone', 'red');
  });
});

describe('mission status beyond the deadline', () => {
  const deadline = '2026-05-11T00:00:00.000Z';

  it('says Scheduled, Paused or Full when the mission is so', () => {
    render(
      <>
        <MissionStatusBadge mission={{ deadline, status: 'scheduled' }} now={now} />
        <MissionStatusBadge mission={{ deadline, status: 'paused' }} now={now} />
        <MissionStatusBadge mission={{ deadline, status: 'full' }} now={now} />
      </>,
    );
    expect(screen.getByText('Scheduled')).toHaveAttribute('data-tone', 'amber');
    expect(screen.getByText('Paused')).toHaveAttribute('data-tone', 'amber');
    expect(screen.getByText('Full')).toHaveAttribute('data-tone', 'grey');
  });

  it('keeps Active and Expired for running and ended missions', () => {
    render(
      <MissionStatusBadge mission={{ deadline: '2026-05-01T00:00:00.000Z', status: 'ended' }} now={now} />,
    );
    expect(screen.getByText('Expired')).toHaveAttribute('data-tone', 'red');
  });
});
