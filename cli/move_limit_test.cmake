# ctest cli_move_limit: tabula-cli play and arena stop a bot game at the move
# limit, exit 1 and name the game's seed (cli/commands.cc, play_out and
# past_limit). No bot loops any more, so the test lowers the limit with
# TABULA_MOVE_LIMIT (test-only, in the usage); the same games without it end
# by the rules with exit 0, which shows it is the limit that stopped them.
# Run: cmake -DCLI=path/to/tabula-cli -P cli/move_limit_test.cmake
if(NOT CLI)
  message(FATAL_ERROR "pass -DCLI=path/to/tabula-cli")
endif()

function(run out_code out_err limit)
  if(limit STREQUAL "")
    set(env_args)
  else()
    set(env_args TABULA_MOVE_LIMIT=${limit})
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env ${env_args} ${CLI} ${ARGN}
                  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(${out_code} "${code}" PARENT_SCOPE)
  set(${out_err} "${err}" PARENT_SCOPE)
endfunction()


set(play play --game mascarade --players 4 --seed 7 --bots easy,random,easy,random)
run(code err "" ${play})
if(NOT code EQUAL 0)
  message(FATAL_ERROR "play without a lowered limit should end by the rules (exit 0), got ${code}: ${err}")
endif()
run(code err 12 ${play})
if(NOT code EQUAL 1)
  message(FATAL_ERROR "play past the limit must exit 1, got ${code}: ${err}")
endif()
if(NOT err MATCHES "seed 7, bots easy,random,easy,random: stopped after 12 actions, past the move limit of 12")
  message(FATAL_ERROR "play past the limit must name the seed and the limit; stderr: ${err}")
endif()

set(arena arena --game shakespeare --players 2 --games 3 --seed 40 --bots easy,random)
run(code err "" ${arena})
if(NOT code EQUAL 0)
  message(FATAL_ERROR "arena without a lowered limit should end every game (exit 0), got ${code}: ${err}")
endif()
run(code err 20 ${arena})
if(NOT code EQUAL 1)
  message(FATAL_ERROR "arena with games past the limit must exit 1, got ${code}: ${err}")
endif()
foreach(seed 40 41 42)
  if(NOT err MATCHES "seed ${seed}, bots [a-z,]+: stopped after 20 actions")
    message(FATAL_ERROR "arena must report seed ${seed} as stopped; stderr: ${err}")
  endif()
endforeach()
if(NOT err MATCHES "3 of 3 games stopped at the move limit")
  message(FATAL_ERROR "arena must count the stopped games; stderr: ${err}")
endif()

# A bad value is refused in words before any game is played.
run(code err "12x" ${play})
if(NOT code EQUAL 2 OR NOT err MATCHES "TABULA_MOVE_LIMIT is \"12x\"")
  message(FATAL_ERROR "a malformed TABULA_MOVE_LIMIT must be refused (exit 2) in words, got ${code}: ${err}")
endif()
