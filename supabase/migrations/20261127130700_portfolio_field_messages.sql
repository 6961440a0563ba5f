-- The last two portfolio limits also refuse with words and name their field (DETAIL =
-- constraint name), as the others of 20261127130000 do: the older `image` value
-- (portfolio_items_image_check, the same rule as 20261127110000's constraint) and tags
-- (portfolio_items_tags_check). The constraints stay as they are.
create or replace function private.check_portfolio_item()
returns trigger
language plpgsql
as $$
begin
  if not (private.has_text(new.title) and char_length(new.title) <= 120) then
    raise exception 'Title is required, at most 120 characters.'
      using errcode = 'check_violation', constraint = 'portfolio_items_title_check',
        detail = 'portfolio_items_title_check', hint = 'Name the project in 120 characters or fewer.';
  end if;
  if not (private.has_text(new.description) and char_length(new.description) <= 1000) then
    raise exception 'Description is required, at most 1,000 characters.'
      using errcode = 'check_violation', constraint = 'portfolio_items_description_check',
        detail = 'portfolio_items_description_check', hint = 'Describe the project in 1,000 characters or fewer.';
  end if;
  if new.link is not null and not (
    char_length(new.link) <= 2000
    and new.link ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?([/?#][A-Za-z0-9._~%!$&''()*+,;=:@/?#-]*)?$'
  ) then
    raise exception 'Link must be a web address starting with https:// or http:// (at most 2,000 characters).'
      using errcode = 'check_violation', constraint = 'portfolio_items_link_check',
        detail = 'portfolio_items_link_check', hint = 'Paste the full address, for example https://example.com/project.';
  end if;
  if new.image is not null and not (
    char_length(new.image) <= 20000
    and (
      new.image ~ '^/[A-Za-z0-9._~%!$&''()*+,;=:@-][A-Za-z0-9._~%!$&''()*+,;=:@/?#-]*$'
      or new.image ~ '^data:image/(svg\+xml|png|jpeg|webp|gif)(;[A-Za-z0-9=.+_-]+)*,[A-Za-z0-9._~%!$&''()*+,;=:@/?#-]*$'
    )
  ) then
    raise exception 'Image must be a path on this site or an embedded image (data:image/…), at most 20,000 characters.'
      using errcode = 'check_violation', constraint = 'portfolio_items_image_check',
        detail = 'portfolio_items_image_check', hint = 'Upload the image instead.';
  end if;
  if new.tags is not null and not private.valid_labels(new.tags, 10, 40) then
    raise exception 'Tags: at most 10, each 1 to 40 characters, no tag twice.'
      using errcode = 'check_violation', constraint = 'portfolio_items_tags_check',
        detail = 'portfolio_items_tags_check', hint = 'Remove a tag or shorten it.';
  end if;
  if not private.own_image_path(new.image_path, new.owner_id) then
    raise exception 'Image must be a PNG, JPEG or WebP image uploaded to your own portfolio folder.'
      using errcode = 'check_violation', constraint = 'portfolio_items_image_path_check',
        detail = 'portfolio_items_image_path_check', hint = 'Upload the image again.';
  end if;
  if tg_op = 'INSERT' and current_user in ('anon', 'authenticated') then
    perform pg_advisory_xact_lock(hashtext('portfolio_items'), hashtext(new.owner_id::text));
    if (select count(*) from public.portfolio_items p where p.owner_id = new.owner_id) >= 50 then
      raise exception 'A portfolio holds at most 50 projects.'
        using errcode = 'PFMAX', hint = 'Delete a project before adding another.';
    end if;
  end if;
  if new.position is null then
    select coalesce(max(p.position) + 1, 0) into new.position
    from public.portfolio_items p where p.owner_id = new.owner_id;
  end if;
  return new;
end
$$;

