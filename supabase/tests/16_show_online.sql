-- 'Show when I'm online' (20261127152000_show_online): on by default, the person turns it off
-- and on, nobody else reads or changes it.

select tests.act_as('A');
select tests.eq((select show_online from public.user_settings where user_id = tests.id('A')), true,
  'show_online is on by default');
update public.user_settings set show_online = false where user_id = tests.id('A');
select tests.eq((select show_online from public.user_settings where user_id = tests.id('A')), false,
  'A turns show_online off');

select tests.act_as('B');
select tests.eq((select count(*)::integer from public.user_settings where user_id = tests.id('A')), 0,
  'B cannot read whether A shows when they are online');
update public.user_settings set show_online = true where user_id = tests.id('A');

select tests.act_as('A');
select tests.eq((select show_online from public.user_settings where user_id = tests.id('A')), false,
  'B''s update does not reach A''s switch');
