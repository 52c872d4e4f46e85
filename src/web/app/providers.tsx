// Everything the whole app shares: the query cache, the live stream's state and the toast outlet.
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '../components/ui/toaster';
import { createLiveStreamStore, LiveStreamContext } from '../features/followed-track/api/live-stream-state';
import { queryClient } from './query-client';

export function Providers({ children }: { children: ReactNode }) {
  const [liveStream] = useState(createLiveStreamStore);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveStreamContext.Provider value={liveStream}>
        {children}
        <Toaster />
      </LiveStreamContext.Provider>
    </QueryClientProvider>
  );
}
