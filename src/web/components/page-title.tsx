// A page's heading, also used as the browser tab's title.
export function PageTitle({ children }: { children: string }) {
  return (
    <>
      <title>{`${children} · Pitboard`}</title>
      <h1 className="text-2xl font-bold tracking-tight">{children}</h1>
    </>
  );
}
