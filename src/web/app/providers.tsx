// Everything the whole app shares: the query cache (restored from the phone first), the live stream's state and
// the toast outlet.
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useState } from 'react';
import { Toaster } from '../components/ui/toaster';
import { createLiveStreamStore, LiveStreamContext } from '../features/followed-track/api/live-stream-state';
import { afterRestore, persistOptions } from '../offline/persisted-cache';
import { queryClient } from './query-client';

const persistence = persistOptions(queryClient);
const restored = () => afterRestore(queryClient);

export function Providers({ children }: { children: ReactNode }) {
  const [liveStream] = useState(createLiveStreamStore);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistence} onSuccess={restored}>
      <LiveStreamContext.Provider value={liveStream}>
        {children}
        <Toaster />
      </LiveStreamContext.Provider>
    </PersistQueryClientProvider>
  );
}
