/** Book a Meeting (docs/behaviour.md section 8); the frame is created when the modal opens. */
import { useEffect, useState } from 'react';
import { ShellDialog } from '@/components/layout/ShellDialog';
import { closeMeeting } from '@/components/layout/shell-store';
import { MEETING_LOADER_TIMEOUT_MS, SCHEDULING_EMBED_HEIGHT_PX } from '@/lib/site/constants';
import type { MeetingCopy } from '@/lib/content/schemas/site';
import { siteEnv } from '@/lib/site/env';
import { schedulingEmbedUrl } from '@/lib/third-parties/scheduling';

function SchedulingFrame({ copy }: { copy: MeetingCopy }) {
  const [loaded, setLoaded] = useState(false);
  const { schedulingUrl } = siteEnv();
  const src = schedulingEmbedUrl(schedulingUrl, window.location.hostname);

  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), MEETING_LOADER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      <div className="relative w-full" style={{ height: SCHEDULING_EMBED_HEIGHT_PX }}>
        {loaded ? null : (
          <div
            className="absolute inset-0 flex items-center justify-center gap-3 bg-white"
            role="status"
          >
            <span
              aria-hidden="true"
              className="size-6 animate-spin rounded-full border-3 border-brand-200 border-t-brand-600 motion-reduce:animate-none"
            />
            <span className="text-ink-soft">Loading...</span>
          </div>
        )}
        <iframe
          src={src}
          title={copy.frameTitle}
          width="100%"
          height={SCHEDULING_EMBED_HEIGHT_PX}
          className="block h-full w-full border-0"
          onLoad={() => setLoaded(true)}
        />
      </div>
      <p className="px-5 py-3 text-center text-sm text-ink-muted">
        {copy.fallback}{' '}
        <a
          href={schedulingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-700 underline"
        >
          {copy.fallbackLink}
        </a>
      </p>
    </>
  );
}

export default function MeetingModal({ open, copy }: { open: boolean; copy: MeetingCopy }) {
  return (
    <ShellDialog
      overlay="meeting"
      open={open}
      onClose={closeMeeting}
      title="Book a Meeting"
      variant="center"
      className="max-h-[calc(100dvh-1.5rem)]"
      headerClassName="py-3"
    >
      <div className="overflow-y-auto">
        <SchedulingFrame copy={copy} />
      </div>
    </ShellDialog>
  );
}
