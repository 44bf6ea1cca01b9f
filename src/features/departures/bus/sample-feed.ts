/**
 * The bundled sample timetable: the text of tests/fixtures/gtfs/*.txt (a small, fictional GTFS
 * feed; its README says what it exercises), kept here so that the sample board renders anywhere,
 * with no file to find at run time. tests/unit/gtfs.test.ts checks that the two stay the same.
 */
export const SAMPLE_FEED: Readonly<Record<string, string>> = {
  'agency.txt': `agency_id,agency_name,agency_url,agency_timezone,agency_lang
OVB,Ouse Valley Buses,https://ouse-valley-buses.example,Europe/London,en
BWC,Busway Coaches,https://busway-coaches.example,Europe/London,en
`,
  'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
WK,1,1,1,1,1,0,0,20261101,20270331
SA,0,0,0,0,0,1,0,20261101,20270331
SU,0,0,0,0,0,0,1,20261101,20270331
OLD,1,1,1,1,1,1,1,20260101,20261031
ALL99,1,1,1,1,1,1,1,20261101,20270331
`,
  'calendar_dates.txt': `service_id,date,exception_type
WK,20261225,2
SA,20261226,2
WK,20261228,2
SU,20261228,1
WK,20270101,2
SU,20270101,1
XMAS,20261224,1
`,
  'feed_info.txt': `feed_publisher_name,feed_publisher_url,feed_lang,feed_start_date,feed_end_date,feed_version
Town guide test fixture (fictional timetable),https://town-guide.example,en,20261101,20270331,fixture-1
`,
  'routes.txt': `route_id,agency_id,route_short_name,route_long_name,route_type
RB,BWC,B,Cambridge - St Ives - Huntingdon,3
R30,OVB,30,Huntingdon - Ramsey,3
R66,OVB,66,Huntingdon - St Neots,3
RN1,OVB,N1,Cambridge - Huntingdon night bus,3
R99,OVB,99,Cambridge - Peterborough,3
`,
  'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence,stop_headsign,pickup_type,drop_off_type
B-WK-0700,07:00:00,07:00:00,0500CCITY001,1,,0,1
B-WK-0700,07:33:00,07:33:00,0500HSTIV002,2,,1,0
B-WK-0700,07:35:00,07:35:00,0500HSTIV001,3,,0,0
B-WK-0700,07:55:00,07:55:00,0500HHUNT001,4,,1,0
B-WK-0755,07:55:00,07:55:00,0500HHUNT001,1,,0,1
B-WK-0755,08:15:00,08:15:00,0500HSTIV001,2,,0,0
B-WK-0755,08:17:00,08:17:00,0500HSTIV002,3,,0,0
B-WK-0755,08:50:00,08:50:00,0500CCITY001,4,,1,0
B-WK-0815,08:15:00,08:15:00,0500HHUNT001,1,,0,1
B-WK-0815,08:35:00,08:35:00,0500HSTIV001,2,,0,0
B-WK-0815,08:37:00,08:37:00,0500HSTIV002,3,,0,0
B-WK-0815,09:10:00,09:10:00,0500CCITY001,4,,1,0
B-WK-0835,08:35:00,08:35:00,0500HHUNT001,1,,0,1
B-WK-0835,08:55:00,08:55:00,0500HSTIV001,2,,0,0
B-WK-0835,08:57:00,08:57:00,0500HSTIV002,3,,0,0
B-WK-0835,09:30:00,09:30:00,0500CCITY001,4,,1,0
B-SA-0815,08:15:00,08:15:00,0500HHUNT001,1,,0,1
B-SA-0815,08:35:00,08:35:00,0500HSTIV001,2,,0,0
B-SA-0815,09:10:00,09:10:00,0500CCITY001,3,,1,0
B-SU-0915,09:15:00,09:15:00,0500HHUNT001,1,,0,1
B-SU-0915,09:35:00,09:35:00,0500HSTIV001,2,,0,0
B-SU-0915,10:10:00,10:10:00,0500CCITY001,3,,1,0
30-WK-0820,8:20:00,8:20:00,0500HHUNT002,1,,0,1
30-WK-0820,8:55:00,8:55:00,0500HRAMS001,2,,1,0
30-WK-0905,09:05:00,09:05:00,0500HHUNT002,1,,0,1
30-WK-0905,09:40:00,09:40:00,0500HRAMS001,2,,1,0
30-WK-0700R,07:00:00,07:00:00,0500HRAMS001,1,,0,1
30-WK-0700R,07:35:00,07:35:00,0500HHUNT002,2,,1,0
66-WK-0830,08:30:00,08:30:00,0500HHUNT001,1,St Neots via Godmanchester,0,1
66-WK-0830,08:38:00,08:38:00,0500HGOD0001,2,,0,0
66-WK-0830,09:10:00,09:10:00,0500HSTNE001,3,,1,0
66-SU-1000,10:00:00,10:00:00,0500HHUNT001,1,,0,1
66-SU-1000,10:40:00,10:40:00,0500HSTNE001,2,,1,0
66-XMAS-1500,15:00:00,15:00:00,0500HHUNT001,1,,0,1
66-XMAS-1500,15:40:00,15:40:00,0500HSTNE001,2,,1,0
66-OLD-0845,08:45:00,08:45:00,0500HHUNT001,1,,0,1
66-OLD-0845,09:25:00,09:25:00,0500HSTNE001,2,,1,0
N1-WK-2350,23:50:00,23:50:00,0500CCITY001,1,,0,1
N1-WK-2350,24:25:00,24:25:00,0500HSTIV001,2,,0,0
N1-WK-2350,24:50:00,24:50:00,0500HHUNT001,3,,0,0
N1-WK-2350,25:00:00,25:00:00,0500HGOD0001,4,,1,0
99-0900,09:00:00,09:00:00,0500CCITY001,1,,0,1
99-0900,10:30:00,10:30:00,0590PSQ00001,2,,1,0
`,
  'stops.txt': `\uFEFFstop_id,stop_code,stop_name,stop_lat,stop_lon,location_type,platform_code
0500HHUNT001,hunadgwa,"Huntingdon, Bus Station (Stop A)",52.32985,-0.18702,0,A
0500HHUNT002,hunadgwb,"Huntingdon, Bus Station (Stop B)",52.32978,-0.18688,0,B
0500HSTIV001,stiadgma,St Ives Bus Station,52.32370,-0.07080,0,
0500HSTIV002,stiadgmb,Station Road Busway Stop,52.32330,-0.07290,0,
0500HRAMS001,ramadgpa,Ramsey Great Whyte,52.44900,-0.10420,0,
0500HSTNE001,stnadgwa,St Neots Market Square,52.22800,-0.27000,0,
0500HGOD0001,godadgma,Godmanchester Post Street,52.31900,-0.17500,0,
0500CCITY001,cmbadgma,Cambridge Drummer Street,52.20510,0.12420,0,
0590PSQ00001,pteadgma,Peterborough Queensgate,52.57420,-0.24350,0,
`,
  'trips.txt': `route_id,service_id,trip_id,trip_headsign,direction_id
RB,WK,B-WK-0700,Huntingdon,0
RB,WK,B-WK-0755,Cambridge,1
RB,WK,B-WK-0815,Cambridge,1
RB,WK,B-WK-0835,Cambridge,1
RB,SA,B-SA-0815,Cambridge,1
RB,SU,B-SU-0915,Cambridge,1
R30,WK,30-WK-0820,,0
R30,WK,30-WK-0905,Ramsey,0
R30,WK,30-WK-0700R,Huntingdon,1
R66,WK,66-WK-0830,St Neots,0
R66,SU,66-SU-1000,St Neots,0
R66,XMAS,66-XMAS-1500,St Neots,0
R66,OLD,66-OLD-0845,St Neots,0
RN1,WK,N1-WK-2350,Godmanchester,0
R99,ALL99,99-0900,Peterborough,0
`,
}
