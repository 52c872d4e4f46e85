import { describe, expect, it } from 'vitest';
import { describeRealPages, expectOk, readFixture, readRealPage } from './testing/pages.ts';
import { parseTrackCatalogue } from './track-catalogue.ts';

const PAGE = 'https://live.liverc.com/';

describe('parseTrackCatalogue on a synthetic page', () => {
  const result = parseTrackCatalogue(readFixture('track-catalogue.html'), PAGE);
  const data = expectOk(result);

  it('reads every track: scheme-less links made https, hidden filter words and comments ignored', () => {
    expect(data.tracks).toEqual([
      {
        name: 'Synthetic Raceway',
        slug: 'synthetic',
        url: 'https://synthetic.liverc.com/',
        activity: 'racing',
        liveStatus: 'racing',
        liveVideo: true,
        featured: false,
        lastActivity: '1 minute ago',
        eventName: 'Spring Shootout & Swap Meet',
      },
      {
        name: 'Mixed & Case Hobby',
        slug: 'mixedcasehobby',
        url: 'https://mixedcasehobby.liverc.com/',
        activity: 'practising',
        liveStatus: 'practising',
        liveVideo: false,
        featured: false,
        lastActivity: '5 minutes ago',
        eventName: '个人项目',
      },
      {
        name: '417 Old Track',
        slug: '417oldtrack',
        url: 'https://417oldtrack.liverc.com/',
        activity: 'idle',
        liveStatus: 'offline',
        liveVideo: false,
        featured: true,
        lastActivity: 'last month',
        eventName: null,
      },
    ]);
  });

  it('skips a row whose link is not a LiveRC track, with a warning', () => {
    expect(result.warnings).toEqual(['row 3: no track link or name (//evil.example.com/), skipped']);
  });

  it('answers "empty results" for the list with no rows', () => {
    const empty = readFixture('track-catalogue.html').replace(/<tbody>[\s\S]*<\/tbody>/, '<tbody></tbody>');
    expect(parseTrackCatalogue(empty, PAGE)).toMatchObject({ ok: false, error: 'empty results' });
  });

  it.each([
    ['an empty string', ''],
    ['a dashboard', readFixture('track-dashboard.html')],
    ['an unrelated table', '<table><tr><td><a href="//x.liverc.com/">X</a></td></tr></table>'],
  ])('refuses %s', (_, html) => {
    expect(parseTrackCatalogue(html, PAGE)).toMatchObject({ ok: false, error: 'not a track catalogue page' });
  });
});

describeRealPages('parseTrackCatalogue on the real catalogue', () => {
  const result = parseTrackCatalogue(readRealPage('track-catalogue_live-liverc-com.html'), PAGE);
  const data = expectOk(result);
  const count = (test: (track: (typeof data.tracks)[number]) => boolean) => data.tracks.filter(test).length;

  it('reads all 1,090 tracks with their activity, video and featured flags', () => {
    expect(result.warnings).toEqual([]);
    expect(data.tracks).toHaveLength(1090);
    expect(new Set(data.tracks.map((track) => track.slug)).size).toBe(1090);
    expect(count((track) => track.activity === 'racing')).toBe(19);
    expect(count((track) => track.activity === 'practising')).toBe(107);
    expect(count((track) => track.activity === 'idle')).toBe(964);
    expect(count((track) => track.featured)).toBe(10);
    expect(count((track) => track.liveVideo)).toBe(34);
    expect(count((track) => track.eventName === null)).toBe(41);
  });

  it('reads the first racing row and a CJK event name exactly', () => {
    expect(data.tracks[0]).toEqual({
      name: 'Race Place RC',
      slug: 'raceplacerc',
      url: 'https://raceplacerc.liverc.com/',
      activity: 'racing',
      liveStatus: 'racing',
      liveVideo: true,
      featured: false,
      lastActivity: '1 minute ago',
      eventName: 'Winter Race Series #1',
    });
    expect(data.tracks[7]).toMatchObject({
      name: 'Shanghai International Model Auto Racing Arena',
      slug: 'simara',
      liveVideo: false,
      eventName: '个人项目',
    });
  });

  it('reads a practising track, an idle track and the featured row at the end', () => {
    expect(data.tracks.find((track) => track.slug === 'thunderalley')).toMatchObject({
      name: 'Thunder Alley RC Speedway',
      activity: 'practising',
      liveStatus: 'practising',
      liveVideo: true,
      eventName: 'Super 7 Indoor Club Race # 4',
    });
    expect(data.tracks.find((track) => track.slug === 'canberraoffroad')).toEqual({
      name: 'Canberra Off Road Model Car Club',
      slug: 'canberraoffroad',
      url: 'https://canberraoffroad.liverc.com/',
      activity: 'idle',
      liveStatus: 'offline',
      liveVideo: false,
      featured: false,
      lastActivity: '3 weeks ago',
      eventName: 'Cormcc 2025 Rudi Wensing Memorial, Clay Cup',
    });
    expect(data.tracks.at(-1)).toMatchObject({
      name: 'Sydney Rc Off Road Car Club',
      slug: 'rydercsydney',
      featured: true,
      lastActivity: 'last year',
    });
  });

  it('lower-cases the mixed-case slug, keeps duplicate names apart and decodes entities', () => {
    expect(data.tracks.find((track) => track.name === 'Fast and Fun Toy and Hobby')?.slug).toBe(
      'fastandfuntoyandhobby',
    );
    expect(count((track) => track.name === 'MHOR RC Raceway')).toBe(2);
    expect(count((track) => track.name === 'Capital Model Racers')).toBe(2);
    expect(count((track) => track.name === 'Full Throttle RC Raceway')).toBe(2);
    expect(data.tracks.find((track) => track.slug === 'dbcmotorsports')?.eventName).toBe(
      'Freaky Friday Fall Oval & F8 Points',
    );
  });
});
