export { EscrowTimeline, type EscrowTimelineProps, type TimelineTimestamp } from './EscrowTimeline';
export { stepStatus, type TimelineStep, type TimelineStepStatus } from './stepStatus';
