/**
 * Story helpers for the check-in page: the API's answers, what the page sent, and a phone
 * camera filming a ticket's QR (as the seller's handover stories fake one).
 */
import { http, HttpResponse } from 'msw';
import encodeQR from 'qr';
import type { CheckInResponse } from '../../contract';
import { toast } from '../../ui';
import type { CheckInSummary } from './api';

/** GET /v1/events/{id}/check-in answering `summary`, or a Response (an error, a pending answer). */
export function summaryIs(summary: CheckInSummary | (() => Response | Promise<Response>)) {
  return http.get('/v1/events/:id/check-in', () =>
    typeof summary === 'function' ? summary() : HttpResponse.json({ data: summary }),
  );
}

/** POST /v1/events/{id}/check-in: records each body sent and answers `reply(code)`. */
export function checkInAnswers(seen: unknown[], reply: (code: string) => CheckInResponse['data'] | Response) {
  return http.post('/v1/events/:id/check-in', async ({ request }) => {
    const body = (await request.json().catch(() => undefined)) as { code?: string } | undefined;
    seen.push(body);
    const answer = reply(body?.code ?? '');
    return answer instanceof Response ? answer : HttpResponse.json({ data: answer });
  });
}

/** Replaces the camera for one story; the returned function puts the browser's back. */
export function fakeCamera(getUserMedia: (() => Promise<MediaStream>) | undefined): () => void {
  const devices = navigator.mediaDevices;
  Object.defineProperty(devices, 'getUserMedia', { value: getUserMedia, configurable: true });
  return () => {
    Reflect.deleteProperty(devices, 'getUserMedia');
  };
}

/** A camera that films the QR of `text`, as the guest's phone shows it. */
export function cameraFilming(text: string): MediaStream {
  const modules = encodeQR(text, 'raw', { border: 4 });
  const scale = 8;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = modules.length * scale;
  const context = canvas.getContext('2d');
  const draw = () => {
    if (!context) return;
    context.fillStyle = 'white';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = 'black';
    modules.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) context.fillRect(x * scale, y * scale, scale, scale);
      }),
    );
  };
  draw();
  const stream = canvas.captureStream(10);
  // A canvas stream sends a frame when the canvas is drawn: keep drawing until the camera stops.
  const timer = setInterval(draw, 100);
  const stop = MediaStreamTrack.prototype.stop;
  for (const track of stream.getVideoTracks()) {
    track.stop = () => {
      clearInterval(timer);
      stop.call(track);
    };
  }
  return stream;
}

/** Story teardown: no toast left for the next story. */
export function cleanUp() {
  toast.clear();
}
