"""Probe batch 142, written by a helper agent that saw neither the code nor an earlier probe (session 61), on six
made-up reports of sports matches and races and the sentences of the summaries language models write of them."""

from __future__ import annotations

B142_CRICKET = (
    'Harrowfield beat Denmoor by 62 runs at Kestle Road, Ashbury, on Friday to record their first County '
    'Championship win of the season with 40 minutes of the final day to spare. The Division Two match ran from '
    'Tuesday 14 to Friday 17 May 2024. Denmoor captain Owen Pritchard won the toss and chose to bowl under heavy '
    'cloud, and Harrowfield had slipped to 48 for 4 inside the first hour before opener Callum Reddy (112) and '
    'wicketkeeper Imran Sethi (67) added 141 for the fifth wicket. Harrowfield were all out for 305 shortly '
    'after tea on the first day, left-arm seamer Tom Vickery taking 5 for 71 for the visitors. Rain washed out '
    'the whole of the afternoon session on the second day, and Denmoor were bowled out for 238 on the third '
    'morning, 67 behind; only Pritchard, with 81, passed fifty. Harrowfield\'s 19-year-old off-spinner Ned Lasko '
    'took 4 for 52 on his first-class debut. Harrowfield declared their second innings on 214 for 7, Reddy '
    'adding 58, and set Denmoor 282 to win in a minimum of 84 overs. The visitors reached 151 for 3 by lunch on '
    'the last day but lost their last seven wickets for 68 runs in the afternoon and were all out for 219. Lasko '
    'took 3 for 60 in the second innings. Harrowfield seamer Ravi Dunstan left the field with a hamstring strain '
    'on the second evening and did not bowl again in the match. Around 1,150 spectators attended over the four '
    'days, 520 of them on the Friday, when entry was free for under-16s. Harrowfield took 21 points and climbed '
    'from seventh to fourth in the ten-team table on 67 points; Denmoor, who collected 5 points, remain bottom '
    'on 31. "We were four down in the first hour and could easily have folded, so I\'m proud of how the lads '
    'stuck at it," said Harrowfield head coach Martin Ealey. "Ned bowled like he\'d been doing it for ten '
    'years." Reddy said: "It\'s my third hundred at this ground, but it\'s the first one that has won us a '
    'game."'
)

B142_BASKETBALL = (
    'The Carrowby Comets came from 14 points down to beat the Fenwick Rapids 88-81 at the Millgate Leisure '
    'Centre on Saturday 8 March 2025, ending a four-game losing run in front of 1,340 spectators. The Rapids, '
    'who had won December\'s meeting between the sides 92-70 in Fenwick, led 25-17 after the first quarter and '
    '46-35 at half-time, and stretched their advantage to 53-39 two minutes into the third quarter. Comets guard '
    'Darnell Osei then scored 11 of his game-high 29 points in the rest of the period, and the home side trailed '
    'only 64-62 going into the fourth. The lead changed hands nine times in the final quarter before the Comets '
    'went ahead for good at 79-78 with 2:41 left, centre Piotr Wasik scoring on a putback. Wasik finished with '
    '14 points and 13 rebounds. Carrowby won the last quarter 26-17 and made 18 of their 21 free throws in the '
    'game, while the visitors went 9 for 16 from the line. Rapids forward Jalen Mercer led his side with 24 '
    'points but fouled out with 3:05 remaining, and Fenwick coach Andy Brannigan was called for a technical foul '
    'seconds later for disputing the decision. Rapids point guard Kofi Adjei, who averages 17 points a game, '
    'missed the match with an ankle sprain suffered in training on Thursday. Comets forward Sam Ruddock went off '
    'in the second quarter after a blow to the head and did not return; he will be assessed under the league\'s '
    'concussion protocol before Wednesday\'s game away to Leyburn. The win takes Carrowby to 11-9 and sixth '
    'place in the twelve-team league, one game behind fifth-placed Fenwick (12-8); the top eight qualify for the '
    'play-offs. "In the first half we were settling for threes," said Comets head coach Maria Lindqvist. "After '
    'the break we attacked the rim, and that\'s how we got to the line." Osei said: "Four defeats in a row '
    'really hurt. Tonight we finally played the way we practise, for the second half anyway."'
)

B142_NETBALL = (
    'Ashcombe Sapphires went top of the Western Counties Netball League Premier Division with a 54-49 win over '
    'defending champions Trevanion Ravens at Holloway Sports Hall on Sunday 19 October 2025. The Ravens, who had '
    'won their first five matches, started the stronger and led 15-11 at the end of the first quarter, goal '
    'shooter Bethan Cole scoring nine goals from ten attempts in the period. Sapphires coach Lorna Hext moved '
    'Amira Kaye from wing defence to goal defence at the first break, and Kaye\'s three interceptions in the '
    'second quarter helped the home side draw level at 26-26 by half-time. The third quarter was the tightest of '
    'the match, ending with the Sapphires 39-38 ahead, before they pulled clear in the final 15 minutes. With '
    'eight minutes left and the score at 45-44, Ravens captain and centre Tasha Oduya went down with a knee '
    'injury and was replaced by 17-year-old Jess Lyle; play was held up for six minutes while Oduya was treated. '
    'The Sapphires scored seven of the next eight goals to lead 52-45 and saw the game out. Sapphires goal '
    'shooter Hannah Pryce scored 38 goals from 44 attempts and goal attack Ellie Marsh added 16 from 21. For the '
    'Ravens, Cole finished with 33 from 39 and goal attack Nia Fenn scored 16 from 24. Umpires Carol Bright and '
    'Dee Fane awarded 61 penalties in total, 34 of them against the Ravens. The crowd of 410 was the largest at '
    'Holloway since the hall reopened in 2023 after roof repairs. The league awards three points for a win and a '
    'bonus point for a defeat by five goals or fewer, and the Sapphires now have 18 points from six games, two '
    'more than the Ravens. Ravens coach Sian Mabry said Oduya would have a scan on Tuesday. "Moving Amira was a '
    'gamble, because she had never played goal defence for us in a league game, and she won us that second '
    'quarter," said Hext. Pryce said: "We lost to them twice last season, so this one means a lot to all of us."'
)

B142_RUGBY = (
    'Pendleford snatched a 27-24 win over Castlebrook at Marsh Lane on Saturday 22 February 2025 with the last '
    'kick of the match, a penalty from replacement fly-half Rhys Tanner two minutes into injury time. '
    'Castlebrook, with a strong wind at their backs, led 17-6 at half-time through tries from wing Kieran Doyle '
    'and hooker Sam Alford, both converted by Ollie Hurst, who also kicked a penalty. Pendleford\'s only '
    'first-half points came from two penalties by fly-half Gareth Moss. The home side\'s comeback began when '
    'Castlebrook flanker Liam Petts was shown a yellow card for a high tackle on 48 minutes. Moss was forced off '
    'with a shoulder injury three minutes later and replaced by Tanner, and during Petts\'s ten minutes in the '
    'sin bin Pendleford scored twice: No 8 Dan Achebe crashed over from a five-metre scrum and centre Josh '
    'Whitlow intercepted to run in from 60 metres, Tanner converting the second to put Pendleford 18-17 ahead, '
    'their first lead of the afternoon. Pendleford prop Tom Iles was then sin-binned for collapsing a maul on 68 '
    'minutes, and two minutes later Castlebrook scrum-half Matty Flynn sniped over, Hurst\'s conversion making '
    'it 24-18. Tanner kicked penalties on 75 and 78 minutes to level the scores before landing the winner. '
    'Castlebrook lock Aidan Rourke was taken to hospital with a suspected broken hand. A crowd of 1,875 was at '
    'Marsh Lane, Pendleford\'s biggest of the season. Pendleford took four points and Castlebrook a losing bonus '
    'point, leaving Castlebrook second in the 14-team Wessex Premier on 63 points and Pendleford third on 58. '
    '"Playing into that wind we\'d have taken 17-6 at half-time, but we had to show some patience," said '
    'Pendleford director of rugby Neil Graves. Captain Achebe said: "Rhys only came up from the under-18s in '
    'January, and he\'s just won us a game with the last kick. Ice in his veins."'
)

B142_HOCKEY = (
    'The Kelby Falcons beat the Dunmere Wolves 4-3 in overtime at the Riverside Ice Arena on Friday 7 November '
    '2025, defenceman Mikko Laine scoring the winner 2:14 into the extra period. The Wolves went ahead on a '
    'power play at 6:32 of the first period through Ryan Shaw, after Falcons forward Danny Quayle was given two '
    'minutes for tripping, and Shaw added a second at 17:50. Kelby hit back in the second period, Tomas Brandl '
    'scoring at 1:48 and captain Lewis Hartigan levelling at 9:05, but Dunmere regained the lead at 14:20 when '
    'Aaron Pike\'s shot deflected in off a Falcons skate. At 8:12 of the third period Dunmere forward Callum '
    'Reece received a five-minute major and a game misconduct for checking Falcons forward Jonas Petr from '
    'behind; Petr left the ice on a stretcher and was taken to hospital for precautionary checks, but was '
    'released later that night. The Falcons pulled netminder Josh Kirwan for an extra skater with 1:30 left in '
    'regulation, and Hartigan scored his second goal with 41 seconds remaining to force overtime. Laine won it '
    'in three-on-three overtime, finishing a pass from Brandl. Wolves netminder Stefan Ek made 38 saves from 42 '
    'shots, while Kirwan stopped 27 of 30. Dunmere went 1 for 5 on the power play and Kelby 0 for 3. The Wolves '
    'were without their leading points scorer, Marek Dvorak, who was serving the second game of a three-game '
    'suspension. Attendance was 2,460 in a rink that holds 2,800. Kelby took two points and Dunmere one for the '
    'overtime defeat; the Falcons move up to second in the Northern Premier League on 19 points from 13 games, '
    'three behind leaders Harwick, while the Wolves stay fifth on 15. "Pulling Josh with a minute and a half '
    'left was a risk, but we\'d had 40 shots and only two goals, so I felt we deserved something," said Falcons '
    'head coach Pete Lorimer. Hartigan said: "It\'s the first time we\'ve won in this building in three seasons. '
    'The whole bench was thinking about Jonas."'
)

B142_CYCLING = (
    'Lucas Verhaegen (Team Cobalt-Ridge) won stage 3 of the Tour of the Ardlen Valleys on Wednesday 11 June '
    '2025, a 174-kilometre stage from Corbridge Wells to a summit finish at Hallow Pike, and took the leader\'s '
    'yellow jersey. Verhaegen covered the distance in 4 hours 21 minutes 36 seconds, finishing 12 seconds ahead '
    'of Adam Finch (Northway Cycling) and 19 seconds ahead of Emil Sorby (Team Baltic Forge). A six-rider '
    'breakaway went clear at kilometre 14 and built a maximum lead of 5 minutes 40 seconds by kilometre 80. Rain '
    'fell for the first 90 kilometres, with temperatures no higher than 14C, and at kilometre 62 a crash on a '
    'wet descent brought down eight riders in the peloton. Two of them abandoned: Pieter Mols (Vantis) with a '
    'broken collarbone and Jamie Rooke (Northway Cycling) with cuts and bruising. Marco Tessari (Team Baltic '
    'Forge) also withdrew, with a stomach illness, so 129 of the 132 starters finished the stage. The final '
    'climb to Hallow Pike is 7.2 kilometres long at an average gradient of 6.8 per cent. Kasper Lind (Hollin '
    'Racing), the last survivor of the break, was caught 9 kilometres from the finish, and Verhaegen attacked '
    '2.5 kilometres from the summit. Time bonuses of 10, 6 and 4 seconds went to the first three finishers. '
    'Overnight leader Tom Askew (Team Cobalt-Ridge) lost 1 minute 5 seconds and dropped to sixth overall. '
    'Verhaegen now leads the general classification by 11 seconds from Finch, with Sorby third at 27 seconds. '
    'Finch keeps the points jersey, and Lind, who was first over two of the day\'s three categorised climbs, '
    'takes the mountains jersey. The seven-stage race ends on Sunday 15 June in Ardlen. "Tom was not climbing '
    'well today, so we switched to Lucas at the foot of the last climb," said Cobalt-Ridge directeur sportif '
    'Hanne Vos. Verhaegen said: "I have finished second on this climb twice, in 2022 and 2023, so to finally win '
    'here means a great deal."'
)

BATCHES_142 = {
    'county cricket match': [(B142_CRICKET, c, True) for c in (
        'Harrowfield defeated Denmoor by a margin of 62 runs in a Division Two Championship fixture at Kestle '
        'Road.',
        'Having won the toss, Denmoor captain Owen Pritchard opted to bowl first in overcast conditions.',
        'After Harrowfield had been reduced to 48 for 4, Callum Reddy and Imran Sethi put on 141 together for the '
        'fifth wicket.',
        'Harrowfield held a first-innings lead of 67 runs.',
        'Ned Lasko, a teenager playing his first first-class match, returned match figures of seven wickets for '
        '112 runs.',
        'Callum Reddy scored 170 runs across his two innings.',
        'Harrowfield climbed three places to fourth in the table with 67 points, while Denmoor stay at the foot of '
        'it on 31.',
    )] + [(B142_CRICKET, c, False) for c in (
        'Tom Vickery took 5 for 71 for Harrowfield in the first innings.',
        'Rain washed out the whole of the second day\'s play.',
        'Denmoor were set 282 to win in a minimum of 94 overs.',
        'Ravi Dunstan\'s hamstring strain will keep him out of Harrowfield\'s next three matches.',
        'Imran Sethi\'s 67 was the highest first-class score of his career.',
        'Entry was free for under-16s on all four days of the match.',
        'Callum Reddy\'s 112 was his first century at Kestle Road.',
    )],
    'basketball game': [(B142_BASKETBALL, c, True) for c in (
        'Carrowby overturned a 14-point deficit to defeat Fenwick by seven points, 88-81.',
        'The Comets scored 53 points after half-time.',
        'Darnell Osei was the top scorer in the game with 29 points.',
        'Carrowby went in front for the final time with just under three minutes to play, when Piotr Wasik\'s '
        'putback made it 79-78.',
        'The visitors missed seven of their 16 free-throw attempts, whereas the Comets missed only three.',
        'Fenwick were without Kofi Adjei, who had sprained an ankle in training two days before the game.',
        'The victory ended a run of four straight defeats for the Comets and leaves them a game behind Fenwick in '
        'the standings.',
    )] + [(B142_BASKETBALL, c, False) for c in (
        'The Rapids held a 46-35 lead at the end of the first quarter.',
        'Jalen Mercer fouled out with 2:41 left to play.',
        'Sam Ruddock has been ruled out of Wednesday\'s game at Leyburn with concussion.',
        'Fenwick had beaten Carrowby 92-70 when the sides last met at the Millgate Leisure Centre.',
        'Kofi Adjei, Fenwick\'s leading scorer with 17 points a game, missed the match with a sprained ankle.',
        'The crowd of 1,340 was the Comets\' biggest home attendance of the season.',
        'Comets coach Maria Lindqvist said her team had relied too heavily on three-pointers after half-time.',
    )],
    'netball match': [(B142_NETBALL, c, True) for c in (
        'The Sapphires beat the reigning champions Trevanion Ravens by five goals to go top of the Premier '
        'Division.',
        'Trevanion had won each of their first five league matches before this defeat.',
        'Hannah Pryce missed only six of her 44 attempts at goal.',
        'The Sapphires won the second quarter 15-11 to level the scores at 26 apiece at half-time.',
        'Of the 61 penalties given by the umpires, 27 went against the Sapphires.',
        'Jess Lyle, aged 17, came on for the injured Tasha Oduya with eight minutes remaining.',
        'Trevanion earned a bonus point from the game because their margin of defeat was no more than five goals.',
    )] + [(B142_NETBALL, c, False) for c in (
        'Bethan Cole scored nine goals from nine attempts in the first quarter.',
        'Amira Kaye was switched from wing defence to goal defence at half-time.',
        'The third quarter ended with the Ravens 39-38 ahead.',
        'Play was stopped for eight minutes while Tasha Oduya received treatment for her knee injury.',
        'Tasha Oduya\'s knee injury will keep her out for the rest of the season.',
        'The crowd of 410 was the biggest in the history of Holloway Sports Hall.',
        'After Oduya\'s injury the Sapphires scored seven goals in a row to go 52-45 up.',
    )],
    'rugby union match': [(B142_RUGBY, c, True) for c in (
        'Pendleford came back from 11 points down at the interval to beat Castlebrook by three points.',
        'Both of Pendleford\'s tries were scored while Castlebrook flanker Liam Petts was in the sin bin.',
        'Rhys Tanner, who replaced the injured Gareth Moss on 51 minutes, contributed 11 points.',
        'Josh Whitlow\'s converted interception try gave Pendleford their first lead of the game, at 18-17.',
        'Matty Flynn\'s converted try for Castlebrook came while Pendleford were down to 14 men.',
        'Ollie Hurst kicked three conversions and a penalty for Castlebrook, nine points in all.',
        'Despite the defeat, Castlebrook remain second, five points clear of third-placed Pendleford.',
    )] + [(B142_RUGBY, c, False) for c in (
        'Castlebrook played into a strong wind in the first half.',
        'Dan Achebe scored Pendleford\'s first try from a five-metre lineout.',
        'Liam Petts was shown a red card for a high tackle on 48 minutes.',
        'Gareth Moss was forced off with a knee injury three minutes after Petts\'s card.',
        'Rhys Tanner kicked the winning penalty from 45 metres out.',
        'Tom Iles was sin-binned for a high tackle on 68 minutes.',
        'Rhys Tanner was making his first-team debut for Pendleford.',
    )],
    'ice hockey game': [(B142_HOCKEY, c, True) for c in (
        'Kelby won 4-3 after overtime, Mikko Laine\'s decisive goal coming just over two minutes into the extra '
        'period.',
        'Ryan Shaw scored both of Dunmere\'s first-period goals, the first of them on a power play.',
        'Lewis Hartigan scored twice for Kelby, including the equaliser with 41 seconds of regulation left after '
        'the Falcons had taken off their goaltender for an extra attacker.',
        'Kelby outshot Dunmere by 42 shots to 30.',
        'Josh Kirwan made 27 saves for the Falcons, eleven fewer than his counterpart Stefan Ek.',
        'Jonas Petr was stretchered off after being checked from behind by Callum Reece, but was discharged from '
        'hospital the same night.',
        'The crowd at the Riverside Ice Arena was 340 short of the rink\'s capacity.',
    )] + [(B142_HOCKEY, c, False) for c in (
        'Danny Quayle was penalised for hooking, which led to Dunmere\'s opening goal.',
        'Aaron Pike\'s deflected goal at 14:20 of the second period tied the game at 3-3.',
        'The Falcons scored once on the power play.',
        'Callum Reece was handed a three-game suspension for his hit on Jonas Petr.',
        'Marek Dvorak, Dunmere\'s leading points scorer, missed the game through injury.',
        'The win takes the Kelby Falcons to the top of the Northern Premier League.',
        'Mikko Laine scored the overtime winner from a Lewis Hartigan pass.',
    )],
    'cycling race stage': [(B142_CYCLING, c, True) for c in (
        'Lucas Verhaegen of Team Cobalt-Ridge won the 174 km third stage, which finished at the top of Hallow '
        'Pike.',
        'Verhaegen crossed the line 12 seconds clear of Adam Finch, with Emil Sorby a further seven seconds back '
        'in third.',
        'Kasper Lind, the last rider left from the six-man breakaway, was reeled in with 9 km to go.',
        'Verhaegen\'s winning time works out at an average speed of just under 40 km/h.',
        'Three of the 132 riders who started the stage failed to finish it.',
        'Verhaegen took the yellow jersey from his Cobalt-Ridge team-mate Tom Askew, who lost 1:05 on the stage.',
        'With four stages still to race, Verhaegen holds an 11-second lead over Finch in the general '
        'classification.',
    )] + [(B142_CYCLING, c, False) for c in (
        'The breakaway\'s advantage peaked at 5 minutes 40 seconds at kilometre 62.',
        'Verhaegen launched his winning attack 9 kilometres from the summit of Hallow Pike.',
        'Both Pieter Mols and Jamie Rooke left the race with broken collarbones after the crash.',
        'Rain fell throughout the 174-kilometre stage.',
        'Kasper Lind was first over all three of the day\'s categorised climbs.',
        'Emil Sorby collected six bonus seconds for his third place on the stage.',
        'Team Cobalt-Ridge also leads the team classification after the stage.',
    )],
}
